// The kit's views of the 'materi' area. Another area imports them only through this file.
export * from './DataMateriBoard';
export * from './MateriCard';
export * from './MateriFormModal';
// The chosen meeting at the top of a form (materials, exams).
export { BidangPertemuan } from './MateriFormModal/KartuPertemuan';
export * from './MateriViewer';
