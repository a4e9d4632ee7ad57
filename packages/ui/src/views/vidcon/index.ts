// The kit's views of the 'vidcon' area. Another area imports them only through this file.

export * from './DaftarVidconView';
export * from './VidconFormModal';
export * from './VidconPanel';
