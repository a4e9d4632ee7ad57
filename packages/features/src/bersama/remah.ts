/** The first breadcrumb of every class page: the class list. */
export const remahKelasKuliah = { label: 'Kelas Kuliah', href: '/kelas' };
