/**
 * A member's preferences (docs/features/display.md): display (theme, text size), whether reads are
 * recorded in the history, whether replies to their comments are emailed. One row per member in
 * member_preferences (migration 13); no row means the defaults (shared/library.ts).
 */
import type { Queryable } from '../accounts/db.js';
import { DEFAULT_PREFERENCES, type Preferences, type TextSize, type Theme } from '../../shared/library.js';

export interface PreferencesService {
  /** The member's preferences, the defaults where they chose nothing. */
  get(userId: string): Promise<Preferences>;
  /** Changes the given fields (the others stay) and answers the whole set. */
  update(userId: string, change: Partial<Preferences>): Promise<Preferences>;
}

interface Row {
  theme: Theme;
  text_size: TextSize;
  history: boolean;
  comment_replies: boolean;
}

const fromRow = (row: Row): Preferences => ({ theme: row.theme, textSize: row.text_size, history: row.history, commentReplies: row.comment_replies });

export function createPreferencesService({ db, now = () => new Date() }: { db: Queryable; now?: () => Date }): PreferencesService {
  return {
    async get(userId) {
      const { rows } = await db.query<Row>('SELECT theme, text_size, history, comment_replies FROM member_preferences WHERE user_id = $1', [userId]);
      return rows[0] ? fromRow(rows[0]) : { ...DEFAULT_PREFERENCES };
    },
    async update(userId, change) {
      const d = DEFAULT_PREFERENCES;
      // One statement: a missing row starts from the defaults; a field not sent keeps its value.
      const { rows } = await db.query<Row>(
        `INSERT INTO member_preferences AS p (user_id, theme, text_size, history, comment_replies, updated_at)
         VALUES ($1, COALESCE($2::text, $6::text), COALESCE($3::text, $7::text), COALESCE($4::boolean, $8::boolean), COALESCE($5::boolean, $9::boolean), $10)
         ON CONFLICT (user_id) DO UPDATE SET
           theme = COALESCE($2::text, p.theme),
           text_size = COALESCE($3::text, p.text_size),
           history = COALESCE($4::boolean, p.history),
           comment_replies = COALESCE($5::boolean, p.comment_replies),
           updated_at = $10
         RETURNING theme, text_size, history, comment_replies`,
        [
          userId, change.theme ?? null, change.textSize ?? null, change.history ?? null, change.commentReplies ?? null,
          d.theme, d.textSize, d.history, d.commentReplies, now(),
        ],
      );
      return fromRow(rows[0]!);
    },
  };
}
