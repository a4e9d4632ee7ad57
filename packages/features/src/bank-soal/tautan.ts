/** The detail page of a question bank (spec 2 /bank-soal/{id}). */
export const hrefBankSoal = (id: string) => `/bank-soal/${encodeURIComponent(id)}`;
