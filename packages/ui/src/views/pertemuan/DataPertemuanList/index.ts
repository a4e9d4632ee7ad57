export {
  DataPertemuanList,
  type DataPertemuanListProps,
  type KartuPertemuan,
} from './DataPertemuanList';
