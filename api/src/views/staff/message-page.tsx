import { StaffDocument, type SignedIn } from './staff-document.js';
import { TextLink } from '../controls.js';

export interface MessagePageProps {
  stylesheet: string | undefined;
  title: string;
  text: string;
  /** Where to go from here. */
  link: { href: string; label: string };
  signedIn?: SignedIn;
}

/** A page that only says something: a refused form, an unknown lead, a limit, an outage. */
export function MessagePage({ stylesheet, title, text, link, signedIn }: MessagePageProps) {
  return (
    <StaffDocument title={title} stylesheet={stylesheet} signedIn={signedIn}>
      <h1 className="mb-3 text-2xl font-semibold text-foreground">{title}</h1>
      <p className="mb-6 text-muted-foreground">{text}</p>
      <TextLink href={link.href}>{link.label}</TextLink>
    </StaffDocument>
  );
}
