import { describe, expect, it } from 'vitest';
import { calls } from '.';
import { buatOpenApi } from './openapi';

describe('the OpenAPI document of uploads', () => {
  const doc = buatOpenApi(calls, 'uji');

  it.each([
    ['/lms/materi', 'post', 'file', 'judul'],
    ['/lms/materi/{id}', 'put', 'file', 'judul'],
    ['/v2/storager', 'post', 'file', 'dir'],
    ['/lms/kelas_kuliah/{id}', 'put', 'file_banner', undefined],
  ])('%s %s takes multipart with its file part', (path, method, file, field) => {
    const op = doc.paths[path]?.[method] as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const skema = op.requestBody.content['multipart/form-data']?.schema;
    expect(skema?.properties[file]).toEqual({ type: 'string', format: 'binary' });
    if (field) expect(skema?.properties).toHaveProperty(field);
  });

  it('keeps the JSON body of the banner colour beside its upload', () => {
    const op = doc.paths['/lms/kelas_kuliah/{id}']?.put as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(op.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('names an upload only on calls that send a body', () => {
    for (const call of Object.values(calls)) {
      if ('multipart' in call) expect(call.method).not.toBe('GET');
    }
  });

  it('lists the vidcon calls of issue 24 with their save fields', () => {
    expect(Object.keys(doc.paths['/lms/vidcon'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/lms/vidcon/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(doc.paths['/lms/vidcon/{id}/join']?.put).toBeDefined();
    const op = doc.paths['/lms/vidcon']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(
      Object.keys(op.requestBody.content['application/json']?.schema.properties ?? {}),
    ).toEqual([
      'id_pertemuan',
      'judul',
      'aplikasi',
      'link',
      'catatan',
      'waktu_mulai',
      'waktu_selesai',
    ]);
  });
});
