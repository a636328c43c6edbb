/** Paginated lists (the lists' page size is in shared/constants.ts): one page of items plus what the client needs to load more. */
import { PAGE_SIZE } from '../constants.js';

export interface Paginated<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Items loaded so far (pages 1..page) are fewer than the total. */
  hasNextPage: boolean;
}

/** Pages past this are treated as this one; no reader gets there and it bounds the GROQ slice. */
const MAX_PAGE = 10_000;

/** The `?page=N` of `url` (1 when absent or not a positive integer). */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/** GROQ slice bounds `[$start...$end]` (end exclusive) of `page`. */
export function pageBounds(page: number, pageSize = PAGE_SIZE): { start: number; end: number } {
  const start = (page - 1) * pageSize;
  return { start, end: start + pageSize };
}

export function hasNextPage(page: number, total: number, pageSize = PAGE_SIZE): boolean {
  return Math.min(page * pageSize, total) < total;
}

export function paginate<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Paginated<T> {
  return { items, total, page, pageSize, hasNextPage: hasNextPage(page, total, pageSize) };
}
