import type { CharityInput } from './repo';

/** The demo's charities: made up, as the demo catalog's artists are. */
export const DEMO_CHARITIES: readonly CharityInput[] = [
  {
    id: '6561a0c0b1a2c3d4e5f61001',
    param: 'music-in-every-school',
    name: 'Music in Every School',
    url: 'https://example.org/music-in-every-school',
    description: 'Puts instruments and teachers into public schools that have neither.',
    twitter: 'musiceveryschool',
  },
  {
    id: '6561a0c0b1a2c3d4e5f61002',
    param: 'harbor-food-bank',
    name: 'Harbor Food Bank',
    url: 'https://example.org/harbor-food-bank',
    description: 'Feeds families across the harbor towns, every day of the year.',
    twitter: null,
  },
  {
    id: '6561a0c0b1a2c3d4e5f61003',
    param: 'quiet-paws-rescue',
    name: 'Quiet Paws Rescue',
    url: 'https://example.org/quiet-paws-rescue',
    description: 'Finds homes for older dogs and cats that shelters cannot place.',
    twitter: 'quietpaws',
  },
  {
    id: '6561a0c0b1a2c3d4e5f61004',
    param: 'hearing-for-all',
    name: 'Hearing for All',
    url: 'https://example.org/hearing-for-all',
    description: 'Fits hearing aids, free of charge, for people who could not otherwise afford them.',
    twitter: null,
  },
];
