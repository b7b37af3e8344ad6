import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  label?: string;
}

/** Same-site paths navigate inside the app; anything else opens in a new window, without the opener. */
export function SmartLink({ href, children, className, testId, label }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} data-testid={testId} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
