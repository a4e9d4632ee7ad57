import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hasilRoutes } from './hasil/routes';
import { pengerjaanRoutes } from './pengerjaan/routes';
import { ujianItuRoutes } from './ujian/routes';

/**
 * Exams and quizzes (spec 7 /lms/ujian), by sub-resource: the exam itself and its question
 * editor (ujian/), the student's attempt (pengerjaan/, the hot path), results and grading
 * (hasil/). Their workers start with the server (kerja.ts mulaiKerjaUjian, app.ts).
 */
export function ujianRoutes(app: FastifyInstance, ctx: AppContext) {
  ujianItuRoutes(app, ctx);
  pengerjaanRoutes(app, ctx);
  hasilRoutes(app, ctx);
}
