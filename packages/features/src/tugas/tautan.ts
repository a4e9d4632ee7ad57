import { hanyaMilikSendiri, type Role } from '@kampus/domain';

// Where an assignment's page lives (spec 2 'Routes'): /tugas/{id}, and inside its class
// /kelas/{id}/tugas/{activityId}?tab=submission&ref=nilai from the grade recap (/nilai/{id}).

const e = encodeURIComponent;

export const hrefTugas = (id: string) => `/tugas/${e(id)}`;

export const hrefTugasKelas = (idKelas: string, id: string) =>
  `/kelas/${e(idKelas)}/tugas/${e(id)}`;

/** The grade recap of a class (spec 2 'Grade recap'), where ref=nilai goes back to. */
export const hrefRekapNilai = (idKelas: string) => `/nilai/${e(idKelas)}`;

/** Students see their own submission's status; teachers and operators the class's. */
export const peranTugas = (role: Role) => (hanyaMilikSendiri(role) ? 'mahasiswa' : 'staf');
