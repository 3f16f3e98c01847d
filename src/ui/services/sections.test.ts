/**
 * Sections that review several services or variants (docs/decisions/014): each task queue asks the
 * list for its own forms' applications; the church-agent applications page also lists the Hindu
 * temples' (SPEC.md §2 "hindu-temple: its applications page reuses a church-agent path").
 */
import { describe, expect, it } from 'vitest';
import { findSection, sectionChain, sectionListFilter, sectionOf, sectionServicesFilter } from './sections';

describe('sections with several services or variants', () => {
  it('gives the church-agent and hindu-temple queues their own variant, and the church-agent list both', () => {
    expect(sectionServicesFilter('church-agent')).toBe('CHURCH_AGENT:CHURCH_AGENT');
    expect(sectionServicesFilter('hindu-temple')).toBe('CHURCH_AGENT:HINDU_TEMPLE');
    expect(sectionListFilter('church-agent')).toBe('CHURCH_AGENT:CHURCH_AGENT,CHURCH_AGENT:HINDU_TEMPLE');
    expect(findSection('hindu-temple')?.applicationsAt).toBe('/backoffice/church-agent/applications');
    expect(sectionOf('CHURCH_AGENT', 'HINDU_TEMPLE')?.slug).toBe('hindu-temple');
    expect(sectionOf('CHURCH_AGENT', 'CHURCH_AGENT')?.slug).toBe('church-agent');
  });

  it('reviews civil and public place marriages together in marriage-registrations, with the registrar', () => {
    expect(sectionServicesFilter('marriage-registrations')).toBe('MARRIAGE,ORGANIZATION_MARRIAGE');
    expect(sectionListFilter('marriage-registrations')).toBe('MARRIAGE,ORGANIZATION_MARRIAGE');
    expect(sectionChain('marriage-registrations')).toEqual(['REGISTRAR']);
  });

  it('reviews district kadhi registrations in district-kadhi', () => {
    expect(sectionListFilter('district-kadhi')).toBe('DISTRICT_KADHI');
    expect(sectionOf('DISTRICT_KADHI')?.slug).toBe('district-kadhi');
  });
});
