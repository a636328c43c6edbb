/** The address of the For-you page (docs/features/library.md): the newest stories of what a member follows. */
export const FOR_YOU_PATH = '/for-you';
