import type { ListMeta } from '@kampus/api/contract';

export function ok<T>(data: T, message = 'OK') {
  return { status: { code: 200, message }, data };
}

export function page<T>(data: T[], meta: { total: number; page: number; perPage: number }) {
  const listMeta: ListMeta = {
    total_items: meta.total,
    page: meta.page,
    per_page: meta.perPage,
    total_pages: Math.ceil(meta.total / meta.perPage),
  };
  return { status: { code: 200, message: 'OK' }, data, meta: listMeta };
}

export function failure(
  code: number | string,
  message: string,
  errors?: { field: string; message: string }[],
  data: Record<string, unknown> | null = null,
) {
  return { status: { code, message }, data, ...(errors ? { errors } : {}) };
}
