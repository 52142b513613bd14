import React, { useState } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { greeting } from './_greeting';
import styles from './index.module.css';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className={styles.counter} onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Home" description="Widgets for every machine">
      <Head>
        <meta name="keywords" content="widgets, parts" />
      </Head>
      <header className={styles.hero}>
        <h1 className="hero-title">{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <p className="hero-motto">{siteConfig.customFields.motto}</p>
        <p className="hero-greeting">{greeting}</p>
        <img className="hero-logo" src={useBaseUrl('/img/logo.svg')} alt="" />
        <Link className="hero-start" to="/guide/intro">
          Get started
        </Link>
      </header>
      <Counter />
    </Layout>
  );
}
