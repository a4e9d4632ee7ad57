// The kit's views of the 'pertemuan' area. Another area imports them only through this file.
export * from './DataPertemuanList';
export * from './MeetingMenuItem';
export * from './MeetingSelect';
export * from './MenuPertemuanPanel';
export * from './PertemuanDetail';
export * from './TabelPertemuan';
export * from './TeksPertemuanModal';
export * from './UbahPertemuanModal';
