export {
  PertemuanDetail,
  type PertemuanDetailData,
  type PertemuanDetailProps,
} from './PertemuanDetail';
