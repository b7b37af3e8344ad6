import type { ReactNode } from 'react';

interface PageShellProps {
  title: string;
  lead?: string;
  testId: string;
  children: ReactNode;
}

/** Heading and body of a content page. */
export function PageShell({ title, lead, testId, children }: PageShellProps) {
  return (
    <section className="page" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="page__header">
        <h1 id={`${testId}-title`} className="page__title">
          {title}
        </h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      <div className="page__body">{children}</div>
    </section>
  );
}

/** A titled block inside a page. */
export function PageSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id} className="page-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
