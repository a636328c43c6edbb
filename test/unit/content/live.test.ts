/**
 * Following Sanity's Live Content API (server/content/live.ts): a message's sync tags are purged
 * as `sync:<tag>` keys when answers carry sync tags, everything when they do not; a restart or a
 * reconnect purges everything; goaway stops following; an error subscribes again.
 */
import { jest } from '@jest/globals';
import { followLiveEvents, type LiveEvent, type LiveEvents } from '../../../server/content/live.js';
import { createLogger } from '../../../server/logger.js';

function fakeEvents() {
  const observers: Array<{ next(e: LiveEvent): void; error(err: unknown): void }> = [];
  let unsubscribed = 0;
  const events = (): LiveEvents => ({
    subscribe(observer) {
      observers.push(observer);
      return { unsubscribe: () => void unsubscribed++ };
    },
  });
  return { events, emit: (e: LiveEvent) => observers.at(-1)!.next(e), fail: () => observers.at(-1)!.error(new Error('down')), observers, unsubscribed: () => unsubscribed };
}

describe('followLiveEvents', () => {
  const logger = createLogger('silent');

  it('purges the sync tags of a message as keys when answers carry sync tags', () => {
    const fake = fakeEvents();
    const purged: Array<readonly string[]> = [];
    const follower = followLiveEvents(fake.events, (keys) => purged.push(keys), logger, () => true);
    fake.emit({ type: 'welcome' });
    fake.emit({ type: 'message', id: 'e1', tags: ['s1:abc', 's1:def'] });
    expect(purged).toEqual([['sync:s1:abc', 'sync:s1:def']]);
    follower.stop();
  });

  it('purges everything on a message when answers carry no sync tags (queries at an API version without them)', () => {
    const fake = fakeEvents();
    const purged: Array<readonly string[]> = [];
    followLiveEvents(fake.events, (keys) => purged.push(keys), logger, () => false);
    fake.emit({ type: 'message', id: 'e1', tags: ['s1:abc'] });
    expect(purged).toEqual([['all']]);
  });

  it('leaves such a message to the publish webhook when there is one (it purges by key)', () => {
    const fake = fakeEvents();
    const purged: Array<readonly string[]> = [];
    followLiveEvents(fake.events, (keys) => purged.push(keys), logger, () => false, true);
    fake.emit({ type: 'message', id: 'e1', tags: ['s1:abc'] });
    expect(purged).toEqual([]);
  });

  it('purges everything on restart and on a second welcome (a reconnect may have missed events)', () => {
    const fake = fakeEvents();
    const purged: Array<readonly string[]> = [];
    followLiveEvents(fake.events, (keys) => purged.push(keys), logger, () => true);
    fake.emit({ type: 'welcome' });
    expect(purged).toEqual([]);
    fake.emit({ type: 'restart', id: 'r' });
    fake.emit({ type: 'reconnect' });
    fake.emit({ type: 'welcome' });
    expect(purged).toEqual([['all'], ['all']]);
  });

  it('stops on goaway', () => {
    const fake = fakeEvents();
    followLiveEvents(fake.events, () => undefined, logger, () => true);
    fake.emit({ type: 'goaway', id: 'g', reason: 'not enabled' });
    expect(fake.unsubscribed()).toBe(1);
  });

  it('subscribes again after an error', () => {
    jest.useFakeTimers();
    try {
      const fake = fakeEvents();
      const follower = followLiveEvents(fake.events, () => undefined, logger, () => true);
      fake.fail();
      expect(fake.observers).toHaveLength(1);
      jest.advanceTimersByTime(5000);
      expect(fake.observers).toHaveLength(2);
      follower.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
