import { z } from 'zod';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { say, says, textOf, wordsList } from './words';
import { requiredText } from './schemas/fields';

const section = msg`Marriage registrations`;
// A message among a message's values (a route's title naming its section): drawn first, in the same language.
const title: MessageDescriptor = { id: 'section-applications', message: '{section}: applications', values: { section } };

afterEach(() => {
  i18n.activate('en');
});

describe('words held as data (issue 32)', () => {
  it('draws a message in English from the code, with its values, messages among them', () => {
    expect(say(i18n, title)).toBe('Marriage registrations: applications');
    expect(say(i18n, 'Kampala')).toBe('Kampala');
  });

  it('draws a message in the active language, its message values too, and falls back to English where the catalogue lacks one', () => {
    // A locale of its own: other test files in the same run load the real Swahili catalogue into this i18n.
    i18n.load('sw-x-test', { [section.id]: 'Usajili wa ndoa', [title.id]: ['Maombi ya ', ['section']] });
    i18n.activate('sw-x-test');
    expect(say(i18n, title)).toBe('Maombi ya Usajili wa ndoa');
    expect(textOf(msg`Enter a real date`)).toBe('Enter a real date');
  });

  it('gives a zod check its message in the language active when the check fails', () => {
    const schema = z.string().min(1, says(msg`Enter your password`));
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Enter your password');
    i18n.load('sw', { [msg`Enter your password`.id]: 'Weka nenosiri lako' });
    i18n.activate('sw');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Weka nenosiri lako');
  });

  it('capitalises the name a message begins with, in the language drawn', () => {
    const surname = requiredText(msg`the surname`, 3);
    expect(surname.safeParse('abcd').error?.issues[0]?.message).toBe('The surname must be 3 characters or fewer');
    expect(surname.safeParse('').error?.issues[0]?.message).toBe('Enter the surname');
  });
});

describe('wordsList', () => {
  it('reads each item in the language active when it is read', async () => {
    const list = wordsList([msg`Not given`]);
    expect(list.length).toBe(1);
    expect([...list]).toEqual(['Not given']);
    i18n.loadAndActivate({ locale: 'sw-x-list', messages: { [msg`Not given`.id]: 'Haijatolewa' } });
    expect(list.map((x) => x)).toEqual(['Haijatolewa']);
  });
});
