/** Hand-picked colour sets: two gradient stops, an accent for shapes, and an ink for text. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
  ink: string;
}

export const PALETTES: Palette[] = [
  { from: '#ff5f6d', to: '#ffc371', accent: '#fff1d6', soft: '#c2185b', ink: '#ffffff' },
  { from: '#2b5876', to: '#4e4376', accent: '#f7b267', soft: '#8fd3fe', ink: '#ffffff' },
  { from: '#11998e', to: '#38ef7d', accent: '#0b3d2e', soft: '#e6fff2', ink: '#ffffff' },
  { from: '#fc466b', to: '#3f5efb', accent: '#ffd166', soft: '#ffffff', ink: '#ffffff' },
  { from: '#0f2027', to: '#2c5364', accent: '#f4a261', soft: '#2a9d8f', ink: '#ffffff' },
  { from: '#f7971e', to: '#ffd200', accent: '#d7263d', soft: '#fff8e1', ink: '#3b1f00' },
  { from: '#8e2de2', to: '#4a00e0', accent: '#ff7eb6', soft: '#c4a7ff', ink: '#ffffff' },
  { from: '#1d976c', to: '#93f9b9', accent: '#ffffff', soft: '#0e5a41', ink: '#08301f' },
  { from: '#e44d26', to: '#f16529', accent: '#ffe0b2', soft: '#7a1f0c', ink: '#ffffff' },
  { from: '#232526', to: '#414345', accent: '#e9c46a', soft: '#e76f51', ink: '#ffffff' },
  { from: '#00b4db', to: '#0083b0', accent: '#ffe66d', soft: '#e0f7ff', ink: '#ffffff' },
  { from: '#c94b4b', to: '#4b134f', accent: '#ffb4a2', soft: '#f6bd60', ink: '#ffffff' },
  { from: '#ee9ca7', to: '#ffdde1', accent: '#6d2e46', soft: '#ffffff', ink: '#4a1d2f' },
  { from: '#134e5e', to: '#71b280', accent: '#f2e8cf', soft: '#bc4749', ink: '#ffffff' },
  { from: '#ff9966', to: '#ff5e62', accent: '#2d0b45', soft: '#ffe5d9', ink: '#ffffff' },
  { from: '#3a1c71', to: '#d76d77', accent: '#ffaf7b', soft: '#ffffff', ink: '#ffffff' },
];
