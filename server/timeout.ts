/** `p`, or the error `onTimeout` makes after `ms` (0/undefined: no limit); the timer never keeps the process alive. */
export function withTimeout<T>(p: Promise<T>, ms: number | undefined, onTimeout: () => Error): Promise<T> {
  if (!ms) return p;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
