import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './index.module.css';
import { bodies, popular } from '../home-links';

function Hero(): ReactNode {
    return (
        <header className={styles.hero}>
            <div className={styles.heroText}>
                <Heading as="h1" className={styles.title}>
                    Build commerce on Vendure
                </Heading>
                <p className={styles.lead}>
                    Vendure is an open-source headless commerce framework built with TypeScript, NestJS and GraphQL.
                    These docs show you how to install it, shape it with plugins, connect a storefront, deploy it, and
                    run a shop from the Dashboard.
                </p>
                <div className={styles.actions}>
                    <Link className="button button--primary button--lg" to="/guides/getting-started/installation/">
                        Install Vendure
                    </Link>
                    <Link className="button button--secondary button--outline button--lg" to="/reference/">
                        Browse the API reference
                    </Link>
                </div>
            </div>
            <ThemedImage
                className={styles.heroImage}
                alt="A storefront, the Dashboard and plugins all talk to one Vendure server through its Shop and Admin GraphQL APIs"
                width={480}
                height={300}
                sources={{
                    light: useBaseUrl('/img/home-architecture-light.svg'),
                    dark: useBaseUrl('/img/home-architecture-dark.svg'),
                }}
            />
        </header>
    );
}

export default function Home(): ReactNode {
    return (
        <Layout
            title="Vendure documentation"
            description="Guides, API reference and user guide for Vendure, the open-source headless commerce framework built with TypeScript, NestJS and GraphQL."
        >
            <main className={styles.main}>
                <Hero />
                <section aria-labelledby="bodies" className={styles.section}>
                    <Heading as="h2" id="bodies">
                        Where to start
                    </Heading>
                    <ul className={styles.cards}>
                        {bodies.map(body => (
                            <li key={body.to}>
                                <Link className={`card ${styles.card}`} to={body.to}>
                                    <span className={styles.cardTitle}>{body.title}</span>
                                    <span>{body.text}</span>
                                </Link>
                            </li>
                        ))}
                    </ul>
                </section>
                <section aria-labelledby="popular" className={styles.section}>
                    <Heading as="h2" id="popular">
                        Most visited
                    </Heading>
                    <div className={styles.columns}>
                        {popular.map(group => (
                            <div key={group.title}>
                                <Heading as="h3">{group.title}</Heading>
                                <ul className={styles.links}>
                                    {group.links.map(link => (
                                        <li key={link.to}>
                                            <Link to={link.to}>{link.label}</Link>
                                        </li>
                                    ))}
                                </ul>
                            </div>
                        ))}
                    </div>
                </section>
            </main>
        </Layout>
    );
}
