import Layout from '@theme/Layout';

interface Channel {
  readonly name: string;
  readonly href: string;
}

const channels: readonly Channel[] = [{ name: 'Forum', href: 'https://forum.widgets.example.com' }];

export default function Help() {
  return (
    <Layout title="Help" noFooter wrapperClassName="help-wrapper">
      <main>
        <h1>Need help?</h1>
        <ul>
          {channels.map((c) => (
            <li key={c.href}>
              <a href={c.href}>{c.name}</a>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
