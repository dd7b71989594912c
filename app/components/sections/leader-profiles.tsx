export type LeaderProfile = {
  name: string;
  role: string;
  bio: string;
  image: { src: string; alt: string; width: number; height: number };
};

/** Portrait cards for the people who lead the company. */
export function LeaderProfiles({ leaders }: { leaders: LeaderProfile[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {leaders.map((leader) => (
        <li
          key={leader.name}
          className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <img
            src={leader.image.src}
            alt={leader.image.alt}
            width={leader.image.width}
            height={leader.image.height}
            loading="lazy"
            decoding="async"
            className="size-32 rounded-full border border-border"
          />
          <h3 className="mt-4 text-lg font-semibold">{leader.name}</h3>
          <p className="text-sm font-medium text-link">{leader.role}</p>
          <p className="mt-3 text-sm text-muted-foreground">{leader.bio}</p>
        </li>
      ))}
    </ul>
  );
}
