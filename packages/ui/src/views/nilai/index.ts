// The kit's views of the 'nilai' area. Another area imports them only through this file.
export * from './GradeRecapGrid';
