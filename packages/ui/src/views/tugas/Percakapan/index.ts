export {
  type KomentarView,
  PercakapanModal,
  type PercakapanModalProps,
  PercakapanPanel,
  type PercakapanPanelProps,
} from './Percakapan';
