// Which moments of a change log a page boundary may have split: those at the end of one page and
// the start of another that no page held whole, wherever the pages lay.
import { describe, expect, it } from 'vitest';
import { PageEdges } from '../../src/crawler/tie-edges.ts';

const T = (n: number) => `2026-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`;

describe('PageEdges', () => {
  it('names a moment split between two neighbouring pages', () => {
    const edges = new PageEdges();
    edges.add(0, [T(9), T(8), T(7), T(7)]);
    edges.add(4, [T(7), T(6), T(5), T(4)]);
    expect(edges.atRisk()).toEqual([T(7)]);
  });

  it('names nothing where pages meet between two moments', () => {
    const edges = new PageEdges();
    edges.add(0, [T(9), T(8), T(7), T(6)]);
    edges.add(4, [T(5), T(4), T(3), T(2)]);
    expect(edges.atRisk()).toEqual([]);
  });

  it('leaves out a split moment that another page, read later, held whole', () => {
    const edges = new PageEdges();
    edges.add(0, [T(9), T(8), T(7), T(7)]);
    edges.add(4, [T(7), T(6), T(5), T(4)]);
    // Read again after the log grew by two: positions 2 to 5, the moment (2 to 4) inside.
    edges.add(2, [T(7), T(7), T(7), T(6)]);
    // It begins at 2 (the first page's last two records) and ends at 4 (the second page's first).
    expect(edges.atRisk()).toEqual([]);
  });

  it('names a moment split between pages that are not neighbours in number, as growth places them', () => {
    const edges = new PageEdges();
    // Page 1 (positions 0-3), then page 3 served after growth of 4 holds positions 4-7.
    edges.add(0, [T(9), T(8), T(7), T(7)]);
    edges.add(4, [T(7), T(6), T(5), T(4)]);
    edges.add(8, [T(3), T(2), T(1), T(0)]);
    expect(edges.atRisk()).toEqual([T(7)]);
  });

  it('names a moment whose extent no page showed: it filled a page', () => {
    const edges = new PageEdges();
    edges.add(0, [T(9), T(7), T(7), T(7)]);
    edges.add(4, [T(7), T(7), T(7), T(7)]);
    edges.add(8, [T(7), T(5), T(4), T(3)]);
    // A page covering 0 to 11 would hold it whole, but none does; and none shows where it ends within one page.
    expect(edges.atRisk()).toEqual([T(7)]);
  });

  it('ignores pages with no records and records with no timestamp', () => {
    const edges = new PageEdges();
    edges.add(0, []);
    edges.add(0, [null, T(8)]);
    edges.add(2, [T(8), null]);
    expect(edges.atRisk()).toEqual([T(8)]);
  });

  it('gives the seams where the reading passes from one page to the next: abutting, overlapping or apart', () => {
    const edges = new PageEdges();
    edges.add(0, [T(30), T(29), T(28), T(27)]);
    edges.add(4, [T(26), T(25), T(24), T(23)]); // abuts the first
    edges.add(7, [T(23), T(22), T(21), T(20)]); // overlaps the second by one
    edges.add(13, [T(17), T(16), T(15), T(14)]); // two positions after the third
    expect(edges.seams()).toEqual([[T(27), T(26)], [T(23), T(23)], [T(20), T(17)]]);
    expect(edges.end()).toBe(T(14));
  });

  it('passes over pages inside others, and takes the nearest timestamp inward where an edge record has none', () => {
    const edges = new PageEdges();
    edges.add(0, [T(30), T(29), T(28), T(27), T(26), null]);
    edges.add(1, [T(29), T(28)]); // inside the first
    edges.add(3, [null, T(26), T(25), T(24), T(23)]); // overlaps the first by three
    expect(edges.seams()).toEqual([[T(26), T(26)]]);
    expect(edges.end()).toBe(T(23));
  });
});
