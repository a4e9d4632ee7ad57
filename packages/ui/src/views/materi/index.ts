// The kit's views of the 'materi' area. Another area imports them only through this file.
export * from './DataMateriBoard';
export * from './MateriCard';
export * from './MateriFormModal';
export { KartuPertemuan } from './MateriFormModal/KartuPertemuan';
export * from './MateriViewer';
