/** Who may post under a story (server/comments/policy.ts), in its order of reasons. */
import { decideCommenting, type CommentPolicyInput } from '../../../server/comments/policy.js';
import { COMMENTS } from '../../../shared/comment-messages.js';

const story = (premium = false, commentsOff = false) => ({ path: '/feature/x', access: { premium }, commentsOff });
const base: CommentPolicyInput = { setting: 'members', paywall: true, story: story(), member: { premium: false, barred: false } };

describe('decideCommenting', () => {
  it('lets a member comment on a free story', () => {
    expect(decideCommenting(base)).toEqual({ canComment: true });
  });
  it('closes everything with COMMENTS=off, before anything else', () => {
    expect(decideCommenting({ ...base, setting: 'off', member: null })).toEqual({ canComment: false, reason: 'off', message: COMMENTS.siteOff });
  });
  it('closes a story switched off in the Studio', () => {
    expect(decideCommenting({ ...base, story: story(false, true), member: null })).toMatchObject({ reason: 'off', message: COMMENTS.off });
  });
  it('asks a visitor to sign in, refuses a barred member', () => {
    expect(decideCommenting({ ...base, member: null })).toMatchObject({ reason: 'signed-out' });
    expect(decideCommenting({ ...base, member: { premium: true, barred: true } })).toMatchObject({ reason: 'barred', message: COMMENTS.barred });
  });
  it('COMMENTS=paid: premium members only', () => {
    expect(decideCommenting({ ...base, setting: 'paid' })).toMatchObject({ reason: 'premium', message: COMMENTS.paidOnly });
    expect(decideCommenting({ ...base, setting: 'paid', member: { premium: true, barred: false } })).toEqual({ canComment: true });
  });
  it('a premium story: members who can read it (the access rule), everyone with the paywall off', () => {
    expect(decideCommenting({ ...base, story: story(true) })).toMatchObject({ reason: 'premium', message: COMMENTS.premiumOnly });
    expect(decideCommenting({ ...base, story: story(true), member: { premium: true, barred: false } })).toEqual({ canComment: true });
    expect(decideCommenting({ ...base, story: story(true), paywall: false })).toEqual({ canComment: true });
  });
});
