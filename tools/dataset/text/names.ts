/** Name banks for contributors, staff and the people quoted in articles. */

export const FIRST_NAMES = [
  'Miriam', 'Jonah', 'Talia', 'Eli', 'Naomi', 'Sam', 'Ruth', 'Daniel', 'Leah', 'Ari', 'Hannah', 'Micah',
  'Shira', 'Noah', 'Rebecca', 'Asher', 'Dina', 'Gideon', 'Yael', 'Isaac', 'Esther', 'Reuben', 'Maya', 'Ezra',
  'Tova', 'Benjamin', 'Adina', 'Solomon', 'Ilana', 'Jacob', 'Rachel', 'Levi', 'Nadia', 'Aaron', 'Sophie', 'Felix',
  'Judith', 'Oren', 'Abigail', 'Max', 'Chana', 'Simon', 'Dalia', 'Victor', 'Rosa', 'Yosef', 'Lena', 'Amos',
  'Clara', 'Raphael', 'Nina', 'Caleb', 'Zoe', 'Moshe', 'Ada', 'Julian', 'Iris', 'Nathan', 'Bella', 'Tomer',
  'Vera', 'Emmanuel', 'Lior', 'Mara', 'Avi', 'Tess', 'Hillel', 'Orly', 'Jules', 'Pearl',
] as const;

export const LAST_NAMES = [
  'Adler', 'Abramson', 'Ben-David', 'Bloom', 'Cohen', 'Dayan', 'Eisner', 'Feldman', 'Friedman', 'Gold',
  'Greenberg', 'Halevi', 'Hirsch', 'Kaplan', 'Katz', 'Klein', 'Levin', 'Lichtman', 'Mandel', 'Mizrahi',
  'Nadler', 'Ostrow', 'Peretz', 'Rabinowitz', 'Rosen', 'Roth', 'Sasson', 'Schwartz', 'Segal', 'Shapiro',
  'Singer', 'Sokol', 'Stein', 'Toledano', 'Varon', 'Weiss', 'Yaffe', 'Zucker', 'Abecassis', 'Baruch',
  'Caspi', 'Dweck', 'Elkayam', 'Fine', 'Gabay', 'Horowitz', 'Isaacs', 'Jacobi', 'Kessler', 'Lowenthal',
  'Margolis', 'Nahum', 'Orbach', 'Pinsky', 'Ratner', 'Salant', 'Tenenbaum', 'Ullman', 'Vilner', 'Wexler',
  'Zilberman', 'Amsalem', 'Brodsky', 'Chazan', 'Dror', 'Edelstein', 'Frankel', 'Gerson', 'Hakim', 'Lerner',
] as const;

export function fullName(first: string, last: string): string {
  return `${first} ${last}`;
}
