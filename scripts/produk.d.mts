/** The addresses of one running product (server with both apps). */
export interface AlamatServer {
  studentUrl: string;
  staffUrl: string;
}
export function periksaBuild(): void;
export function mulaiProduk(): Promise<{ alamat: AlamatServer; berhenti(): Promise<void> }>;
