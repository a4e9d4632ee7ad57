// The kit's views of the 'bersama' area. Another area imports them only through this file.
export * from './ForbiddenView';
