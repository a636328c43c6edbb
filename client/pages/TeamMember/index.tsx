import { toPlainText } from '@portabletext/react';
import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import './team-member.css';

/** /about/:slug: a member of the magazine's team. */
export default function TeamMemberPage() {
  const { member } = usePageData() as PageDataMap['teamMember'];
  const bio = toPlainText(member.bio);
  return (
    <div className="container team-member">
      <Seo title={member.name} description={bio || member.jobTitle} image={member.avatar} />
      <article className="team-member__card">
        {member.avatar && (
          <div className="team-member__avatar">
            <LazyImage image={member.avatar} aspectRatio={4 / 5} sizes="(min-width: 768px) 320px, 100vw" maxWidth={400} priority alt={member.name} />
          </div>
        )}
        <div className="team-member__text">
          <p className="kicker">Our team</p>
          <h1 className="team-member__name">{member.name}</h1>
          {member.jobTitle && <p className="team-member__job">{member.jobTitle}</p>}
          <Body value={member.bio} className="team-member__bio" />
        </div>
      </article>
    </div>
  );
}
