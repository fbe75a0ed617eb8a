export * from './paths';
export * from './messages';
export * from './player-text';
export * from './filters';
export * from './five-star-limits';
export * from './schemas';
export * from './channel-edits';
export * from './channel-edit-schemas';
