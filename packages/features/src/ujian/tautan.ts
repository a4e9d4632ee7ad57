// Where the exam pages live (spec 2 'Routes'): the student's /ujian pages, and the staff's exam
// page inside its class (/kelas/{id}/ujian/{activityId}, 'hasil' tab for the results).

const e = encodeURIComponent;

export const hrefUjianMahasiswa = (id: string) => `/ujian/${e(id)}`;
export const hrefSoalUjian = (id: string) => `/ujian/${e(id)}/soal`;
export const hrefUjianStaf = (idKelas: string, id: string) => `/kelas/${e(idKelas)}/ujian/${e(id)}`;
export const hrefHasilUjian = (idKelas: string, id: string) =>
  `${hrefUjianStaf(idKelas, id)}?tab=hasil`;
export const hrefDetailPengerjaan = (idKelas: string, id: string, idPengerjaan: string) =>
  `${hrefUjianStaf(idKelas, id)}/pengerjaan/${e(idPengerjaan)}`;
