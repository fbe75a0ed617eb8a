import { ABOUT_TEXT, CONTACT_ADDRESS, CURATORS, type Curator, pageTitle } from '@earshot/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { SOCIAL_LINKS } from '../../layout/footerLinks';
import './about.css';

function Section({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

function CuratorCard({ curator }: { curator: Curator }) {
  return (
    <li className="about__curator">
      <span className="about__initials" aria-hidden="true">
        {initials(curator.name)}
      </span>
      <h3>{curator.name}</h3>
      <p className="about__role">{curator.role}</p>
      <p>{curator.bio}</p>
    </li>
  );
}

/** /about/, Our Story (001 section 2): the mission, the curators, where to follow us and how to reach us. */
export default function AboutPage() {
  return (
    <article className="about">
      <PageMeta title={pageTitle(ABOUT_TEXT.title)} description={ABOUT_TEXT.description} canonicalPath="/about/" />
      <h1>{ABOUT_TEXT.title}</h1>
      <p className="about__lead">{ABOUT_TEXT.lead}</p>
      {ABOUT_TEXT.mission.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Section title={ABOUT_TEXT.curatorsTitle} className="about__section">
        <p>{ABOUT_TEXT.curatorsIntro}</p>
        <ul className="about__curators">
          {CURATORS.map((curator) => (
            <CuratorCard key={curator.name} curator={curator} />
          ))}
        </ul>
      </Section>
      <Section title={ABOUT_TEXT.socialTitle} className="about__section">
        <ul className="about__social">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.to}>
              <a href={link.to} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ABOUT_TEXT.contactTitle} className="about__section">
        <p>{ABOUT_TEXT.contactIntro}</p>
        <address className="about__address">
          {CONTACT_ADDRESS.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>
            {ABOUT_TEXT.emailLabel}: <a href={`mailto:${CONTACT_ADDRESS.email}`}>{CONTACT_ADDRESS.email}</a>
          </span>
        </address>
        <p>
          <Link to={ABOUT_TEXT.contactPagePath}>{ABOUT_TEXT.contactPage}</Link>
        </p>
      </Section>
    </article>
  );
}
