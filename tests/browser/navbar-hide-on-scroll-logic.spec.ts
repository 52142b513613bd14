// The hide-on-scroll rule (components/Navbar/hideOnScroll.ts) as a pure function; no browser.
import { expect, test } from '@playwright/test';
import { navbarVisible, type ScrollStep } from '../../docskit/theme/components/Navbar/hideOnScroll';

const base: Omit<ScrollStep, 'lastY' | 'y'> = { navbarHeight: 60, windowHeight: 800, documentHeight: 5000 };
const step = (lastY: number | null, y: number) => ({ ...base, lastY, y });

test('near the top of the page the navbar always shows', () => {
  expect(navbarVisible(false, step(100, 59))).toBe(true);
  expect(navbarVisible(false, step(0, 0))).toBe(true);
  expect(navbarVisible(true, step(10, 40))).toBe(true); // scrolling down, but within the navbar's height
});

test('scrolling down hides it', () => {
  expect(navbarVisible(true, step(100, 160))).toBe(false);
  expect(navbarVisible(true, step(60, 61))).toBe(false);
  expect(navbarVisible(false, step(1000, 2000))).toBe(false);
});

test('scrolling up shows it', () => {
  expect(navbarVisible(false, step(500, 400))).toBe(true);
  expect(navbarVisible(true, step(500, 499))).toBe(true);
});

test('the bounce of an overscroll past the bottom does not show it', () => {
  // Bottom: y + windowHeight = documentHeight. Coming back up a little stays hidden.
  expect(navbarVisible(false, step(4200, 4180))).toBe(false);
  expect(navbarVisible(true, step(4200, 4180))).toBe(true);
  // Far enough from the bottom it shows.
  expect(navbarVisible(false, step(4200, 4000))).toBe(true);
});

test('no movement, or no previous position, keeps the state', () => {
  expect(navbarVisible(false, step(300, 300))).toBe(false);
  expect(navbarVisible(true, step(300, 300))).toBe(true);
  expect(navbarVisible(false, step(null, 300))).toBe(false);
  expect(navbarVisible(true, step(null, 300))).toBe(true);
});
