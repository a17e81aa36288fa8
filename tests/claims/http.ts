/** Plain HTTP requests to a claim server, with what the claims look at: status, body, cookies, token header. */
export interface Reply {
    status: number;
    body: {
        data?: Record<string, unknown> | null;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    /** The `Set-Cookie` header lines. */
    cookies: string[];
    headers: Headers;
}

export async function request(url: string, init: RequestInit): Promise<Reply> {
    const response = await fetch(url, init);
    const text = await response.text();
    let body: Reply['body'];
    try {
        body = JSON.parse(text) as Reply['body'];
    } catch {
        throw new Error(`${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
    }
    return { status: response.status, body, cookies: response.headers.getSetCookie(), headers: response.headers };
}

/** A GraphQL request as a JSON POST, as any API client sends it. */
export function graphql(
    url: string,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
): Promise<Reply> {
    return request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
    });
}

export const loginMutation = `mutation ($username: String!, $password: String!, $rememberMe: Boolean) {
    login(username: $username, password: $password, rememberMe: $rememberMe) {
        __typename
        ... on CurrentUser { identifier }
        ... on ErrorResult { errorCode message }
    }
}`;

/**
 * The `login` mutation as a cross-site HTML form can send it: `multipart/form-data` with the GraphQL
 * multipart request fields, which Vendure's upload middleware turns into a GraphQL request.
 */
export function formLogin(url: string, username: string, password: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: loginMutation, variables: { username, password } }));
    form.set('map', '{}');
    return request(url, { method: 'POST', body: form, headers });
}

/** The cookie named `name` among Set-Cookie lines, with its attributes in lower case. */
export function cookieNamed(cookies: string[], name: string): string | undefined {
    return cookies.find(line => line.startsWith(`${name}=`))?.toLowerCase();
}
