import type { Db } from '../src/db/client';

/**
 * The database with the statements it starts counted (select, insert, update, delete, execute):
 * the tests that show a read's query count does not grow with the class or the page.
 */
export function dbBerhitung(db: Db) {
  const hitung = { n: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (
        typeof v === 'function' &&
        ['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'].includes(String(prop))
      ) {
        return (...args: unknown[]) => {
          hitung.n++;
          return v.apply(target, args);
        };
      }
      return v;
    },
  });
  return { db: proxy as Db, hitung };
}
