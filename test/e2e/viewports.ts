/** The widths issue 14 was tried at: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
