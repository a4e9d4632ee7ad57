export { ChatPanel, type ChatPanelProps, type PesanChat } from './ChatPanel';
