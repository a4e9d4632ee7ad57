export {
  MenuPertemuanPanel,
  type MenuPertemuanPanelProps,
  type PertemuanMenuPanel,
} from './MenuPertemuanPanel';
