/** The listening calls beyond the playlist itself (the playlist paths live with the web API paths). */
export const LISTENING_PATHS = {
  skip: '/c/m/json/skip/',
  rating: '/listener/rating/',
  fiveStar: '/listener/user-five-star/',
} as const;
