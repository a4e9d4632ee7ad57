export {
  Tag,
  type TagAppearance,
  type TagProps,
  type TagTone,
  tagAppearances,
  tagTones,
} from './Tag';
