/**
 * The legacy-hero migration on Sanity: candidates come from a GROQ pre-filter (the pure rule then
 * decides), and each batch is one transaction of patches guarded by the revision each move was
 * planned on, so an article an editor changed meanwhile makes the batch fail instead of being
 * overwritten (re-running picks it up again).
 */
import type { SanityClient } from '@sanity/client';
import { MIGRATION_CUTOFF } from '../../../shared/constants.js';
import { CREATED_AT_QUERY, LEGACY_HERO_CANDIDATES_QUERY } from '../queries.js';
import { planMoves, type ArticleLike, type HeroMove } from './legacy-heroes.js';
import type { MigrationStore } from './run.js';

const SAFE_KEY = /^[\w-]+$/;

export function createSanityStore(client: SanityClient, description: string): MigrationStore {
  return {
    description,
    async plan() {
      const candidates = await client.fetch<ArticleLike[]>(LEGACY_HERO_CANDIDATES_QUERY, { cutoff: `${MIGRATION_CUTOFF}T00:00:00Z` });
      const twinIds = candidates.filter((d) => d._id.startsWith('drafts.')).map((d) => d._id.slice('drafts.'.length));
      const twins = twinIds.length > 0 ? await client.fetch<ArticleLike[]>(CREATED_AT_QUERY, { ids: twinIds }) : [];
      // Twins only lend their dates here; they are candidates themselves only if the query found them.
      const found = new Set(candidates.map((d) => d._id));
      const moves = planMoves([...candidates, ...twins.map((t) => ({ ...t, _type: 'twin' }))]);
      return moves.filter((m) => found.has(m.id));
    },
    async apply(moves: HeroMove[]) {
      const tx = client.transaction();
      for (const move of moves) {
        // With the revision pinned, the first block is still the one planned on; its key is clearer.
        const block = move.blockKey && SAFE_KEY.test(move.blockKey) ? `content.body[_key=="${move.blockKey}"]` : 'content.body[0]';
        tx.patch(move.id, (p) => {
          const patch = p.setIfMissing({ hero: {} }).set({ 'hero.heroImage': move.heroImage }).unset([block]);
          return move.rev ? patch.ifRevisionId(move.rev) : patch;
        });
      }
      await tx.commit({ visibility: 'sync' });
      return moves.map((m) => m.id);
    },
  };
}
