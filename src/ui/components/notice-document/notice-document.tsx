/**
 * The notice of intended marriage as it is posted in the registrar's office and entered in the Marriage
 * Notice Book (issue 9 stage 1; DOMAIN.md §2): the registry's heading, the notice number, the date of the
 * notice, both parties' particulars as the Marriage Act's form of notice lists them
 * (src/domain/notice-particulars.ts), the intended place of marriage, and until when caveats may be lodged.
 * An A4 sheet on screen; printed, it is the whole page (notice-document.module.css hides the app around it).
 * The back office's notice preview and the applicant's notice page both show it.
 *
 * A legal record (the entry in the Marriage Notice Book, as posted): its words stay in English in every language of
 * the portal and are not the message catalogue's (issue 32 item 2); the page around it is translated.
 */
import { VisuallyHidden } from '@mantine/core';
import { formatDisplayDate } from '#src/domain/dates';
import { dayOf } from '#src/domain/deadlines';
import { noticeParticulars, type NoticeParty } from '#src/domain/notice-particulars';
import type { NoticeStage } from '#src/domain/schemas/notice';
import classes from './notice-document.module.css';

/** The registry's heading on the notice: the state, then the registry (the portal's own name). */
export const NOTICE_HEADING = ['Republic of Uganda', 'Marriage Registry'] as const;

/** Words of the notice. */
export const NOTICE_TEXT = {
  title: 'Notice of intended marriage',
  book: 'Marriage Notice Book',
  caveatsUntil: (day: string) => `Caveats may be lodged until ${formatDisplayDate(day)}.`,
  caveatsHow:
    'Any person who knows a lawful reason why this marriage should not take place may lodge a caveat (objection) with the registrar, stating the grounds, until the registrar’s certificate is issued. The certificate is not issued before that day.',
  registrar: 'Registrar of Marriages',
} as const;

/** The rows of the particulars table, in the order of the form of notice. */
const ROWS: ReadonlyArray<readonly [string, keyof NoticeParty]> = [
  ['Name and surname', 'name'],
  ['Age', 'age'],
  ['Condition', 'condition'],
  ['Rank or profession', 'profession'],
  ['Dwelling place', 'dwellingPlace'],
  ['Length of residence', 'residence'],
];

/** Props of {@link NoticeDocument}. */
export interface NoticeDocumentProps {
  /** The civil marriage's answers (`application.data`). */
  data: unknown;
  /** The accepted notice (`application.notice`). */
  notice: Pick<NoticeStage, 'noticeNumber' | 'publishedAt' | 'certificateFrom'>;
  /** Level of the notice's title: 1 when the notice is the page (the back office's preview), else 2. */
  titleOrder?: 1 | 2;
}

/** The notice as posted. */
export function NoticeDocument({ data, notice, titleOrder = 2 }: NoticeDocumentProps) {
  const noticeDay = dayOf(notice.publishedAt);
  const particulars = noticeParticulars(data, noticeDay);
  const Title = titleOrder === 1 ? 'h1' : 'h2';
  return (
    <article className={classes.sheet} aria-labelledby="notice-title">
      <header className={classes.crest}>
        <svg width="44" height="30" viewBox="0 0 28 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="7" fill="none" stroke="#0b0c0c" strokeWidth="2" />
          <circle cx="18" cy="10" r="7" fill="none" stroke="#0b0c0c" strokeWidth="2" />
        </svg>
        <p className={classes.state}>{NOTICE_HEADING[0]}</p>
        <p className={classes.registry}>{NOTICE_HEADING[1]}</p>
        <p className={classes.book}>{NOTICE_TEXT.book}</p>
      </header>
      <Title id="notice-title" className={classes.title}>
        {NOTICE_TEXT.title}
      </Title>
      <dl className={classes.facts}>
        <div>
          <dt>Notice number</dt>
          <dd>{notice.noticeNumber}</dd>
        </div>
        <div>
          <dt>Date of notice</dt>
          <dd>{formatDisplayDate(noticeDay)}</dd>
        </div>
      </dl>
      <p>Notice is given that a marriage is intended between the persons named below.</p>
      <table className={classes.particulars}>
        <caption>
          <VisuallyHidden>Particulars of the parties</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Particulars</th>
            <th scope="col">First party</th>
            <th scope="col">Second party</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{particulars.partyOne[key] || '—'}</td>
              <td>{particulars.partyTwo[key] || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={classes.facts}>
        <div>
          <dt>Intended place of marriage</dt>
          <dd>{particulars.placeOfMarriage || '—'}</dd>
        </div>
      </dl>
      <p className={classes.caveats}>{NOTICE_TEXT.caveatsUntil(notice.certificateFrom)}</p>
      <p>{NOTICE_TEXT.caveatsHow}</p>
      <div className={classes.signature}>
        <p>{NOTICE_TEXT.registrar}</p>
      </div>
    </article>
  );
}
