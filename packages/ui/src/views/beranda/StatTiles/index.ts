export { type StatTile, StatTiles, type StatTilesProps, statTiles } from './StatTiles';
