//! `/api/v1/accounts`, `/api/v1/tokens`, `/api/v1/me`.

use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};

use crate::store::accounts as store;
use crate::web::auth::{self, CurrentUser, Registration};
use crate::web::error::AppError;
use crate::web::AppState;

#[derive(Deserialize)]
pub struct NewAccountBody {
    username: String,
    password: String,
    display_name: Option<String>,
}

#[derive(Serialize)]
pub struct AccountBody {
    id: i64,
    username: String,
    display_name: String,
}

/// `POST /api/v1/accounts` → 201 `{"id","username","display_name"}`.
pub async fn create(
    state: web::Data<AppState>,
    body: web::Json<NewAccountBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let account = auth::register(
        &state,
        Registration {
            username: body.username,
            password: body.password,
            display_name: body.display_name,
        },
    )
    .await?;
    Ok(HttpResponse::Created().json(AccountBody {
        id: account.id,
        username: account.username,
        display_name: account.display_name,
    }))
}

#[derive(Deserialize)]
pub struct NewTokenBody {
    username: String,
    password: String,
    name: Option<String>,
}

#[derive(Serialize)]
pub struct TokenBody {
    token: String,
    id: i64,
    name: String,
}

/// `POST /api/v1/tokens` → 201 `{"token","id","name"}`; the token is shown only here.
pub async fn create_token(
    state: web::Data<AppState>,
    body: web::Json<NewTokenBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let name = body
        .name
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "API token".to_string());
    if name.chars().count() > 100 {
        return Err(AppError::unprocessable(
            "A token name has at most 100 characters.",
        ));
    }
    let account = auth::authenticate(&state, body.username, body.password).await?;
    let (token, hash) = auth::new_token();
    let row = crate::db::run(&state.pool, move |conn| {
        Ok(store::create_token(conn, account.id, &name, &hash)?)
    })
    .await?;
    Ok(HttpResponse::Created().json(TokenBody {
        token,
        id: row.id,
        name: row.name,
    }))
}

/// `DELETE /api/v1/tokens/{id}` → 204; the token stops working at once.
pub async fn delete_token(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    crate::db::run(&state.pool, move |conn| match store::token(conn, id)? {
        None => Err(AppError::not_found()),
        Some(token) if token.account_id != account.id => Err(AppError::forbidden(
            "This token belongs to another account.",
        )),
        Some(_) => Ok(store::delete_token(conn, id)?),
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize)]
pub struct MeBody {
    id: i64,
    username: String,
    display_name: String,
    tables: Vec<MyTable>,
}

#[derive(Serialize)]
pub struct MyTable {
    id: i64,
    status: String,
    your_move: bool,
    deadline: Option<chrono::DateTime<chrono::Utc>>,
}

/// `GET /api/v1/me` → `{"id","username","display_name","tables":[{"id","status","your_move",
/// "deadline"}]}`, the tables waiting for this player's move first.
pub async fn me(
    state: web::Data<AppState>,
    CurrentUser(account): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let account_id = account.id;
    let tables = crate::db::run(&state.pool, move |conn| {
        Ok(crate::store::tables::tables_of(conn, account_id)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(MeBody {
        id: account.id,
        username: account.username,
        display_name: account.display_name,
        tables: tables
            .into_iter()
            .map(|t| MyTable {
                id: t.id,
                status: t.status,
                your_move: t.your_move,
                deadline: t.deadline.filter(|_| t.your_move),
            })
            .collect(),
    }))
}
