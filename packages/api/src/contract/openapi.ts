import type { CallDef, MultipartDef } from './call';
import { ErrorBody, ListMeta, Status } from './envelope';
import { z } from './zod';

type JsonSchema = Record<string, unknown>;

const skema = (s: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** Query and path parameters of a call, one OpenAPI parameter per property. */
function parameter(s: z.ZodType | undefined, lokasi: 'query' | 'path') {
  if (!s) return [];
  const json = skema(s, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: lokasi,
    required: lokasi === 'path' || (json.required ?? []).includes(name),
    schema,
  }));
}

/** The multipart body of an upload: its fields, and a binary property per file part. */
function multipart(def: MultipartDef): JsonSchema {
  const fields = (def.fields ? skema(def.fields, 'input') : {}) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const files = Object.fromEntries(def.files.map((f) => [f, { type: 'string', format: 'binary' }]));
  return {
    type: 'object',
    properties: { ...fields.properties, ...files },
    ...(fields.required?.length ? { required: fields.required } : {}),
  };
}

/** The OpenAPI 3 document of every call in the contract, generated from the same zod schemas. */
export function buatOpenApi(daftar: Record<string, CallDef>, versi: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [nama, call] of Object.entries(daftar)) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const data = skema(call.response, 'output');
    const envelope = {
      type: 'object',
      properties: {
        status: skema(Status, 'output'),
        data,
        ...(call.paged ? { meta: skema(ListMeta, 'output') } : {}),
      },
      required: ['status', 'data'],
    };
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = {
      operationId: nama,
      summary: call.summary,
      parameters: [
        ...(call.college === false
          ? []
          : [{ name: 'college-id', in: 'header', required: true, schema: { type: 'string' } }]),
        ...parameter(call.params, 'path'),
        ...parameter(call.query, 'query'),
      ],
      ...(call.body || call.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                ...(call.body ? { 'application/json': { schema: skema(call.body, 'input') } } : {}),
                ...(call.multipart
                  ? { 'multipart/form-data': { schema: multipart(call.multipart) } }
                  : {}),
              },
            },
          }
        : {}),
      ...(call.auth === false ? { security: [] } : {}),
      responses: {
        200: {
          description: 'Berhasil',
          content: {
            [call.produces ?? 'application/json']: { schema: call.produces ? {} : envelope },
          },
        },
        default: {
          description: 'Galat dengan pesan berbahasa Indonesia',
          content: { 'application/json': { schema: skema(ErrorBody, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Kampus LMS API', version: versi },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
